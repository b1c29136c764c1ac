--TEST--
echo with several arguments
--FILE--
<?php
echo 'a', 'b', 'c', "\n";
echo 1, 2.5, true, null, false, "\n";
--EXPECT--
abc
12.51
