<?php $title = 'Notes'; ?>
<h1>Notes</h1>
<form method="post" action="/notes">
  <label>Title <input name="title" value="<?= $e($old['title'] ?? '') ?>"></label>
  <?php if (isset($errors['title'])): ?><span class="error"><?= $e($errors['title']) ?></span><?php endif ?>
  <label>Text <textarea name="body"><?= $e($old['body'] ?? '') ?></textarea></label>
  <?php if (isset($errors['body'])): ?><span class="error"><?= $e($errors['body']) ?></span><?php endif ?>
  <button>Add</button>
</form>
<?php foreach ($notes as $n): ?>
<div class="note"><strong><?= $e($n['title']) ?></strong> <small><?= $e($n['at']) ?></small><p><?= nl2br($e($n['body'])) ?></p></div>
<?php endforeach ?>
