--TEST--
hash_copy() gives an independent context
--FILE--
<?php
$a = hash_init('sha256');
hash_update($a, 'one');
$b = hash_copy($a);
hash_update($a, 'two');
hash_update($b, 'three');
echo hash_final($a), "\n", hash('sha256', 'onetwo'), "\n";
echo hash_final($b), "\n", hash('sha256', 'onethree'), "\n";
?>
--EXPECT--
25b6746d5172ed6352966a013d93ac846e1110d5a25e8f183b5931f4688842a1
25b6746d5172ed6352966a013d93ac846e1110d5a25e8f183b5931f4688842a1
86b6ae0e3b5dc4be8d769bad7f748e38f6ac0df906409151229f9fef1fe4a59e
86b6ae0e3b5dc4be8d769bad7f748e38f6ac0df906409151229f9fef1fe4a59e
