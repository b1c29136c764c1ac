--TEST--
a built-in callable that takes an array
--FILE--
<?php
var_dump(preg_replace_callback('/(a)(b)/', 'count', 'ab ab'));
var_dump(preg_replace_callback('/\w+/', 'implode', 'ab cd'));
--EXPECT--
string(3) "3 3"
string(5) "ab cd"
