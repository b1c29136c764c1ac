--TEST--
autoloading a class whose parent and interface are also autoloaded
--FILE--
<?php
$defs = ['Child' => 'class Child extends Base implements Tag {}', 'Base' => 'abstract class Base { use Helper; }', 'Tag' => 'interface Tag {}', 'Helper' => 'trait Helper { function hi() { return "hi"; } }'];
spl_autoload_register(function ($c) use ($defs) { echo "load $c\n"; eval($defs[$c]); });
$c = new Child;
echo $c->hi(), "\n";
print_r(class_parents($c)); print_r(class_implements($c)); print_r(class_uses('Base'));
--EXPECT--
load Child
load Base
load Helper
load Tag
hi
Array
(
    [Base] => Base
)
Array
(
    [Tag] => Tag
)
Array
(
    [Helper] => Helper
)
