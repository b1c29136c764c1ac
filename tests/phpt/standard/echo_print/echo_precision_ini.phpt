--TEST--
echo of floats honours the precision ini
--INI--
precision=17
--FILE--
<?php
echo 0.1, "\n";
echo 0.1 + 0.2, "\n";
--EXPECT--
0.10000000000000001
0.30000000000000004
