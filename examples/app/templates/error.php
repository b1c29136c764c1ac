<h1><?= $e($title) ?></h1>
<p><?= $e($message) ?></p>
