--TEST--
hash_hkdf() with sha256
--FILE--
<?php
$a = 'sha256';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
80c724c4a65d79568fc3606753c192adcc24bc263286767d4410269d8093c372
80c724c4a65d79568fc3
9ca0d662557439e3b83365f2da4626d35da195c6d9d1779f09838cf9e408966ece99106e2585ace6f083fa1acd5192f430fd55bc741184dbb822fc04c3ebfd3d121e15b76f251c56e8b665defc358ce959d6b41ad3aeec2c0d6fdb64e44fd753d7043358
