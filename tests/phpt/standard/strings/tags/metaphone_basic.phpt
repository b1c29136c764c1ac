--TEST--
metaphone
--FILE--
<?php
var_dump(metaphone("Thompson"), metaphone("Thumb"), metaphone("knight"), metaphone("Wright"), metaphone("Xavier"), metaphone("Aeon"));
--EXPECT--
string(5) "0MPSN"
string(2) "0M"
string(3) "NFT"
string(3) "RFT"
string(3) "SFR"
string(2) "EN"
