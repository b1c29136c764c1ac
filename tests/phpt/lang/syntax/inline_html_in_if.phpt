--TEST--
Inline HTML inside control structures
--FILE--
<?php for ($i = 0; $i < 3; $i++): ?>
row <?= $i ?>

<?php endfor; ?>
<?php if (true): ?>
  yes
<?php else: ?>
  no
<?php endif; ?>
--EXPECT--
row 0
row 1
row 2
  yes
