--TEST--
class_alias creates another name for the same class
--FILE--
<?php
class Original { function n() { return static::class; } }
class_alias('Original', 'Alias');
$a = new Alias;
var_dump(get_class($a), $a instanceof Original, $a instanceof Alias, $a->n(), class_exists('alias'));
var_dump(class_alias('Original', 'Alias'));
--EXPECTF--
string(8) "Original"
bool(true)
bool(true)
string(8) "Original"
bool(true)

Warning: Cannot declare class Alias, because the name is already in use in %s on line 6
bool(false)
