--TEST--
hash() options: a non-int seed is ignored
--FILE--
<?php
foreach (['5', 5.0, null, true] as $seed) {
    echo hash('xxh3', 'x', false, ['seed' => $seed]), ' ', hash('murmur3a', 'x', false, ['seed' => $seed]), ' ', hash('xxh32', 'x', false, ['seed' => $seed]), "\n";
}
echo hash('murmur3f', 'x', false, ['seed' => -1]), "\n";
?>
--EXPECT--
eaf06c6480b2cd11 3e9a9b1b 2ec430ea
eaf06c6480b2cd11 3e9a9b1b 2ec430ea
eaf06c6480b2cd11 3e9a9b1b 2ec430ea
eaf06c6480b2cd11 3e9a9b1b 2ec430ea
e427d7d891e0b26d583ced639595aea0
