--TEST--
whitespace-only pattern is empty
--FILE--
<?php
var_dump(preg_match("  \n ", 'a'));
--EXPECTF--

Warning: preg_match(): Empty regular expression in %s on line 2
bool(false)
