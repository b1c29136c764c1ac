--TEST--
defined() checks
--FILE--
<?php
define('X', null);
const Y = false;
var_dump(defined('X'), defined('Y'), defined('Z'), defined('PHP_EOL'), defined('x'));
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
