--TEST--
built-in attributes on their own targets compile
--FILE--
<?php
#[AllowDynamicProperties]
enum E { case A; }
class C { #[ReturnTypeWillChange] public function m(#[SensitiveParameter] $p) { return $p; } }
var_dump((new C)->m(1));
var_dump(count((new ReflectionMethod('C', 'm'))->getAttributes()));
echo "ok\n";
?>
--EXPECT--
int(1)
int(1)
ok
