--TEST--
print with concatenation precedence
--FILE--
<?php
print "a" . "b" . 1 + 2 . "\n";
--EXPECT--
ab3
