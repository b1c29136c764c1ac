--TEST--
ucwords
--FILE--
<?php
var_dump(ucwords("hello world"), ucwords("hello   world-foo"), ucwords("HELLO"), ucwords(""), ucwords("a\tb\nc\rd\fe\vf"));
--EXPECT--
string(11) "Hello World"
string(17) "Hello   World-foo"
string(5) "HELLO"
string(0) ""
string(11) "A	B
CDEF"
