--TEST--
registering the same autoloader twice keeps one entry
--FILE--
<?php
function loader($c) { echo "load $c\n"; }
spl_autoload_register('loader');
spl_autoload_register('loader');
class_exists('X');
var_dump(count(spl_autoload_functions()));
var_dump(spl_autoload_unregister('loader'), spl_autoload_unregister('loader'));
--EXPECT--
load X
int(1)
bool(true)
bool(false)
