--TEST--
ucfirst and lcfirst
--FILE--
<?php
var_dump(ucfirst("hello"), ucfirst("Hello"), ucfirst(""), ucfirst("1abc"), lcfirst("HELLO"), lcfirst(""), lcfirst("éA"));
--EXPECT--
string(5) "Hello"
string(5) "Hello"
string(0) ""
string(4) "1abc"
string(5) "hELLO"
string(0) ""
string(3) "éA"
