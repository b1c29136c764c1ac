--TEST--
Anonymous classes and enums declared in a namespace
--FILE--
<?php
namespace App;
interface Shape {}
$o = new class implements Shape {};
var_dump($o instanceof Shape, str_starts_with(get_class($o), 'Shape@anonymous') || str_starts_with(get_class($o), 'App\Shape@anonymous'));
enum Suit: string { case Hearts = 'H'; }
var_dump(Suit::from('H'), Suit::Hearts instanceof \UnitEnum, Suit::class);
--EXPECT--
bool(true)
bool(true)
enum(App\Suit::Hearts)
bool(true)
string(8) "App\Suit"
