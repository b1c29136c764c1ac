--TEST--
echo of floats with precision=-1
--INI--
precision=-1
--FILE--
<?php
echo 0.1 + 0.2, "\n";
echo 1/3, "\n";
--EXPECT--
0.30000000000000004
0.3333333333333333
