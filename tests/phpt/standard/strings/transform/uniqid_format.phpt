--TEST--
uniqid format
--FILE--
<?php
$u = uniqid();
var_dump(strlen($u), strspn($u, "0123456789abcdef") === 13);
var_dump(strlen(uniqid("pre_")), substr(uniqid("pre_"), 0, 4));
var_dump(uniqid() !== uniqid());
--EXPECT--
int(13)
bool(true)
int(17)
string(4) "pre_"
bool(true)
