--TEST--
metaphone with max phonemes
--FILE--
<?php
var_dump(metaphone("Thompson", 2), metaphone("Xerxes", 1), metaphone("anything", 0));
try { metaphone("a", -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(2) "0M"
string(1) "S"
string(5) "AN0NK"
metaphone(): Argument #2 ($max_phonemes) must be greater than or equal to 0
