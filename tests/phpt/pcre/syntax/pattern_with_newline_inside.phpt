--TEST--
newlines inside the pattern
--FILE--
<?php
var_dump(preg_match("/a\nb/", "a\nb"));
var_dump(preg_match("/a
b/x", "ab"));
--EXPECT--
int(1)
int(1)
