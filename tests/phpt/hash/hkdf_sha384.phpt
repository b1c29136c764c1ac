--TEST--
hash_hkdf() with sha384
--FILE--
<?php
$a = 'sha384';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
a9e9565cf0d3618b1b3e7a76a18c46b714b6a7cca3091a037b1b80f8286e05b27b988ebe96a5c7dd9638b7bdff973a6e
a9e9565cf0d3618b1b3e
415163ccceef9d7e2325f45cf2c21989d3a3eb6078e7e48dc8ba6b35c8b75db92006a301c61af4564a6ce647f61e37eb6c897857a312dea7b6924f02a7e108c1a4ee3d17e5e5364bbd761158ca3aff762081eb3dd7592cd187ef4701befd7fd9ca636a11
