--TEST--
preg_replace replaces every match
--FILE--
<?php
var_dump(preg_replace('/\d/', '#', 'a1b22c'));
var_dump(preg_replace('/z/', '#', 'a1b22c'));
--EXPECT--
string(6) "a#b##c"
string(6) "a1b22c"
