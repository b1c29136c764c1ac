--TEST--
autoloaders as static methods, instance methods and invokable objects
--FILE--
<?php
class L { static function s($c) { echo "static $c\n"; } function i($c) { echo "instance $c\n"; } function __invoke($c) { echo "invoke $c\n"; } }
spl_autoload_register(['L', 's']);
spl_autoload_register([new L, 'i']);
spl_autoload_register(new L);
spl_autoload_register('L::s');
class_exists('Q');
echo count(spl_autoload_functions()), "\n";
--EXPECT--
static Q
instance Q
invoke Q
3
