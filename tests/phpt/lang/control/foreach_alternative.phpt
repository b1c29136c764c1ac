--TEST--
foreach alternative syntax and nesting
--FILE--
<?php
foreach ([1, 2] as $a):
  foreach (['x', 'y'] as $b):
    echo "$a$b ";
  endforeach;
endforeach;
echo "\n";
--EXPECT--
1x 1y 2x 2y
