--TEST--
Echo output mixed with inline HTML order
--FILE--
a<?php echo "b"; ?>c<?php echo "d"; ?>e
--EXPECT--
abcde
