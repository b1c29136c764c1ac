--TEST--
String increment rules
--FILE--
<?php
$tests = ["a", "z", "Az", "zz", "a9", "Zz", "9", "99", "A", "ZZ", "a0z", "1.5", "-1", "1e2", "9z"];
foreach ($tests as $s) { $t = $s; $t++; var_dump($t); }
--EXPECT--
string(1) "b"
string(2) "aa"
string(2) "Ba"
string(3) "aaa"
string(2) "b0"
string(3) "AAa"
int(10)
int(100)
string(1) "B"
string(3) "AAA"
string(3) "a1a"
float(2.5)
int(0)
float(101)
string(3) "10a"
