--TEST--
match uses strict comparison
--FILE--
<?php
echo match ("1") { 1 => "int", "1" => "string" }, "\n";
echo match (true) { 1 > 2 => "a", 2 > 1 => "b" }, "\n";
--EXPECT--
string
b
