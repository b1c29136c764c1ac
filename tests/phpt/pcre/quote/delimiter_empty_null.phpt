--TEST--
an empty or null delimiter
--FILE--
<?php
var_dump(preg_quote('a/b', ''));
var_dump(preg_quote('a/b', null));
--EXPECT--
string(3) "a/b"
string(3) "a/b"
