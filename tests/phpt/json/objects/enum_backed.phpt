--TEST--
json_encode of backed enums
--FILE--
<?php
enum Suit: string { case Hearts = "H"; case Spades = "S"; }
enum Num: int { case One = 1; }
var_dump(json_encode(Suit::Hearts), json_encode([Suit::Spades, Num::One]), json_encode(["k" => Num::One]));
--EXPECT--
string(3) ""H""
string(7) "["S",1]"
string(7) "{"k":1}"
