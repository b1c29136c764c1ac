--TEST--
hash() options: seeds for murmur and xxHash
--FILE--
<?php
foreach (['murmur3a', 'murmur3c', 'murmur3f', 'xxh32', 'xxh64', 'xxh3', 'xxh128'] as $a) {
    echo $a, ' ', hash($a, 'seeded', false, ['seed' => 42]), ' ', hash($a, 'seeded', false, ['seed' => 0]), ' ', hash($a, 'seeded'), "\n";
}
?>
--EXPECT--
murmur3a b2ea2bd7 fe52a24c fe52a24c
murmur3c 962da0416ea7057b349110b8349110b8 6685cf245d11be91eea1c3d3eea1c3d3 6685cf245d11be91eea1c3d3eea1c3d3
murmur3f e3be34ca1fcd453d26f20137b5aac586 121d9ed7294b16f5791cae0c3044add4 121d9ed7294b16f5791cae0c3044add4
xxh32 941489de 178c7875 178c7875
xxh64 57c1705aff9bae43 d9658e6acaadd6a8 d9658e6acaadd6a8
xxh3 247bd75379d4bbec d817dcee4f5d3f7e d817dcee4f5d3f7e
xxh128 d5081c3deb1607e87db03ae8e1dcb536 1ad11843e3a92c8389e44bc94afb75ea 1ad11843e3a92c8389e44bc94afb75ea
