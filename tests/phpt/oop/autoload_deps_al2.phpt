--TEST--
autoloading the parent, traits and interfaces of a class being declared (al2)
--FILE--
<?php
spl_autoload_register(function ($c) { echo "autoload $c\n"; eval(match ($c) { "I" => "interface I {}", "T" => "trait T { function t() { return 't'; } }", default => "class $c {}" }); });
class A extends P implements I { use T; }
echo (new A)->t(), "\n";
var_dump(class_parents(new A), class_implements(new A), class_uses(new A));
--EXPECT--
autoload P
autoload T
autoload I
t
array(1) {
  ["P"]=>
  string(1) "P"
}
array(1) {
  ["I"]=>
  string(1) "I"
}
array(1) {
  ["T"]=>
  string(1) "T"
}
