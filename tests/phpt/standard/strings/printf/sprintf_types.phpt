--TEST--
sprintf converting argument types
--FILE--
<?php
var_dump(sprintf("%d %d %d %d %s %s %d", "12abc", 3.99, true, null, false, 1.0, "-0"));
--EXPECT--
string(13) "12 3 1 0  1 0"
