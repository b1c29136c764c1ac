--TEST--
Nested alternative syntax blocks
--FILE--
<?php
for ($i = 0; $i < 3; $i++):
  if ($i % 2): echo "odd "; else: echo "even "; endif;
  while (false): endwhile;
endfor;
echo "\n";
--EXPECT--
even odd even
