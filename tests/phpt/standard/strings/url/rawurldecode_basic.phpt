--TEST--
rawurldecode keeps plus signs
--FILE--
<?php
var_dump(rawurldecode("a+b%20c"), rawurldecode("foo%20bar%40baz"), rawurldecode("%%41"));
--EXPECT--
string(5) "a+b c"
string(11) "foo bar@baz"
string(2) "%A"
