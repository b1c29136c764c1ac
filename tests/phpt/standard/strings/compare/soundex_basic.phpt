--TEST--
soundex codes
--FILE--
<?php
var_dump(soundex("Robert"), soundex("Rupert"), soundex("Tymczak"), soundex("Ashcraft"), soundex("Pfister"), soundex("Lloyd"));
--EXPECT--
string(4) "R163"
string(4) "R163"
string(4) "T522"
string(4) "A226"
string(4) "P236"
string(4) "L300"
