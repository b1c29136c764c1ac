--TEST--
quotemeta
--FILE--
<?php
var_dump(quotemeta("1+1=2?"), quotemeta(". \\ + * ? [ ^ ] $ ( )"), quotemeta(""), quotemeta("abc"));
--EXPECT--
string(8) "1\+1=2\?"
string(32) "\. \\ \+ \* \? \[ \^ \] \$ \( \)"
string(0) ""
string(3) "abc"
