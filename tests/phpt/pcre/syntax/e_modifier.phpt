--TEST--
the removed /e modifier
--FILE--
<?php
var_dump(preg_match('/a/e', 'a'));
var_dump(preg_replace('/a/e', 'b', 'a'));
--EXPECTF--

Warning: preg_match(): The /e modifier is no longer supported, use preg_replace_callback instead in %s on line 2
bool(false)

Warning: preg_replace(): The /e modifier is no longer supported, use preg_replace_callback instead in %s on line 3
NULL
