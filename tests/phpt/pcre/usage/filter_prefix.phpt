--TEST--
preg_filter to select and transform
--FILE--
<?php
print_r(preg_filter('/^img_(\w+)\.png$/', '$1', ['img_a.png', 'doc.txt', 'img_b.png']));
--EXPECT--
Array
(
    [0] => a
    [2] => b
)
