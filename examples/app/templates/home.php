<h1>Tusk example app</h1>
<?php if ($user): ?>
<p>Signed in as <strong><?= $e($user) ?></strong>.</p>
<form method="post" action="/logout"><button>Sign out</button></form>
<?php else: ?>
<form method="post" action="/login">
  <label>Your name <input name="name" required></label>
  <button>Sign in</button>
</form>
<?php endif ?>
<p>Served by <?= $e($_SERVER['SERVER_SOFTWARE'] ?? 'PHP') ?> at <?= $e(date('H:i:s')) ?>.</p>
