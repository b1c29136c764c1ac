--TEST--
define works inside functions at runtime
--FILE--
<?php
function setup() { define('RUNTIME', 'yes'); }
var_dump(defined('RUNTIME'));
setup();
var_dump(RUNTIME);
--EXPECT--
bool(false)
string(3) "yes"
