--TEST--
static, self and object return types
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class P {
  function me(): static { return $this; }
  function bad(): static { return new P; }
  static function make(): self { return new static; }
  function obj(): object { return $this->x ?? 'no'; }
}
class C extends P {}
echo get_class((new C)->me()), get_class(C::make()), "\n";
t(fn() => (new C)->bad());
echo get_class((new P)->bad()), "\n";
t(fn() => (new P)->obj());
--EXPECT--
CC
P::bad(): Return value must be of type C, P returned
P
P::obj(): Return value must be of type object, string returned
