--TEST--
is_a with allow_string autoloads the object class name but not the target
--FILE--
<?php
spl_autoload_register(function ($c) { echo "load $c\n"; });
var_dump(is_a('X', 'Y', true));
var_dump(is_subclass_of('P', 'Q'));
var_dump(is_a('X', 'Y'));
--EXPECT--
load X
bool(false)
load P
bool(false)
bool(false)
