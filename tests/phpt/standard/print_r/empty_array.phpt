--TEST--
print_r of an empty array
--FILE--
<?php
print_r([]);
echo "end\n";
--EXPECT--
Array
(
)
end
