--TEST--
empty pattern warns
--FILE--
<?php
var_dump(preg_match('', 'a'));
var_dump(preg_last_error(), preg_last_error_msg());
--EXPECTF--

Warning: preg_match(): Empty regular expression in %s on line 2
bool(false)
int(1)
string(14) "Internal error"
