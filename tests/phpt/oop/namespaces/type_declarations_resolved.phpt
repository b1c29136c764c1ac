--TEST--
Parameter and return types are resolved against the namespace and imports
--FILE--
<?php
namespace Lib { class Item {} }
namespace App {
    use Lib\Item;
    function take(Item $i): Item { return $i; }
    var_dump(get_class(take(new Item)));
    function bad(Thing $t) {}
    try { bad(new Item); } catch (\TypeError $e) { echo preg_replace('/, called in.*/', '', $e->getMessage()), "\n"; }
    function builtin(int|string $x, ?array $a = null): iterable { return [$x]; }
    var_dump(builtin(5));
}
--EXPECT--
string(8) "Lib\Item"
App\bad(): Argument #1 ($t) must be of type App\Thing, Lib\Item given
array(1) {
  [0]=>
  int(5)
}
