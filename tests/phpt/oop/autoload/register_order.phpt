--TEST--
spl_autoload_register order, prepend, unregister and spl_autoload_functions
--FILE--
<?php
$f1 = function ($c) { echo "f1 $c\n"; };
$f2 = function ($c) { echo "f2 $c\n"; };
$f3 = function ($c) { echo "f3 $c\n"; if ($c === 'Found') eval('class Found {}'); };
spl_autoload_register($f1);
spl_autoload_register($f2);
spl_autoload_register($f3, true, true);
var_dump(class_exists('Missing'));
var_dump(class_exists('Found'));
spl_autoload_unregister($f3);
var_dump(count(spl_autoload_functions()));
new Found;
var_dump(class_exists('Other'));
--EXPECT--
f3 Missing
f1 Missing
f2 Missing
bool(false)
f3 Found
bool(true)
int(2)
f1 Other
f2 Other
bool(false)
