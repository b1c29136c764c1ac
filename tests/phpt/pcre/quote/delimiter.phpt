--TEST--
the delimiter is escaped too
--FILE--
<?php
var_dump(preg_quote('a/b#c', '/'));
var_dump(preg_quote('a/b#c', '#'));
var_dump(preg_quote('a%b', '%'));
--EXPECT--
string(7) "a\/b\#c"
string(6) "a/b\#c"
string(4) "a\%b"
