--TEST--
newline conventions in patterns
--FILE--
<?php
var_dump(preg_match('/a$/', "a\r"));
var_dump(preg_match('/(*CRLF)a$/', "a\r\n"));
var_dump(preg_match('/(*CR)a$/m', "a\rb"));
var_dump(preg_match('/(*ANYCRLF)^b/m', "a\rb"));
var_dump(preg_match('/^b/m', "a\rb"));
--EXPECT--
int(0)
int(1)
int(1)
int(1)
int(0)
