--TEST--
ucwords with custom delimiters
--FILE--
<?php
var_dump(ucwords("hello_world-foo bar", "_-"), ucwords("hello|world", "|"), ucwords("hello world", ""));
--EXPECT--
string(19) "Hello_World-Foo bar"
string(11) "Hello|World"
string(11) "Hello world"
