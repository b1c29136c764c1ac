--TEST--
Namespaced names are case-insensitive for functions and classes
--FILE--
<?php
namespace MyApp;
class Foo { }
function bar() { return 'bar'; }
var_dump(get_class(new \MYAPP\FOO), \myapp\BAR(), class_exists('myapp\foo'), function_exists('MYAPP\BAR'));
--EXPECT--
string(9) "MyApp\Foo"
string(3) "bar"
bool(true)
bool(true)
